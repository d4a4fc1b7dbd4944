#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001188.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift10_kernelPiPf(int *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold22Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack30dPKii(double, const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift10_kernelPiPf(int *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, float *))sift10_kernel)), 0U);}
# 21 "v001188.cu"
void sift10_kernel( int *__cuda_0,float *__cuda_1)
# 22 "v001188.cu"
{__device_stub__Z13sift10_kernelPiPf( __cuda_0,__cuda_1);



}
# 1 "v001188.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold22Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))fold22)), 0U); }
# 47 "v001188.cu"
void fold22( int *__cuda_0)
# 48 "v001188.cu"
{__device_stub__Z6fold22Pi( __cuda_0);
# 55 "v001188.cu"
}
# 1 "v001188.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack30dPKii( double __par0,  const int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, const int *, int))pack30)), 0U); }
# 66 "v001188.cu"
void pack30( double __cuda_0,const int *__cuda_1,int __cuda_2)
# 67 "v001188.cu"
{__device_stub__Z6pack30dPKii( __cuda_0,__cuda_1,__cuda_2);
# 83 "v001188.cu"
}
# 1 "v001188.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, const int *, int))pack30), _Z6pack30dPKii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))fold22), _Z6fold22Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, float *))sift10_kernel), _Z13sift10_kernelPiPf, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_stencil29,::m_stencil29), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
