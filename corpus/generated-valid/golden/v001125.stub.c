#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001125.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6score5PjPKii(unsigned *, const int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine11_kernelPyjPKdPi(unsigned long long *__restrict__, unsigned, const double *__restrict__, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6score5PjPKii(unsigned *__par0, const int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const int *, int))score5)), 0U);}
# 16 "v001125.cu"
void score5( unsigned *__cuda_0,const int *__cuda_1,int __cuda_2)
# 17 "v001125.cu"
{__device_stub__Z6score5PjPKii( __cuda_0,__cuda_1,__cuda_2);
# 26 "v001125.cu"
}
# 1 "v001125.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine11_kernelPyjPKdPi( unsigned long long *__restrict__ __par0,  unsigned __par1,  const double *__restrict__ __par2,  int *__restrict__ __par3) {  unsigned long long *__T0;
 const double *__T1;
 int *__T2;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned long long *__restrict__, unsigned, const double *__restrict__, int *__restrict__))combine11_kernel)), 0U); }
# 29 "v001125.cu"
void combine11_kernel( unsigned long long *__restrict__ __cuda_0,unsigned __cuda_1,const double *__restrict__ __cuda_2,int *__restrict__ __cuda_3)
# 30 "v001125.cu"
{__device_stub__Z16combine11_kernelPyjPKdPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v001125.cu"
}
# 1 "v001125.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned long long *__restrict__, unsigned, const double *__restrict__, int *__restrict__))combine11_kernel), _Z16combine11_kernelPyjPKdPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *, const int *, int))score5), _Z6score5PjPKii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
