#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000229.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13march3_kernelPKjPKmPKi(const unsigned *, const unsigned long *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot12_kernelPifPd(int *, float, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack25_kernelPKsii(const short *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13march3_kernelPKjPKmPKi(const unsigned *__par0, const unsigned long *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned long *, const int *))march3_kernel)), 0U);}
# 10 "v000229.cu"
void march3_kernel( const unsigned *__cuda_0,const unsigned long *__cuda_1,const int *__cuda_2)
# 10 "v000229.cu"
{__device_stub__Z13march3_kernelPKjPKmPKi( __cuda_0,__cuda_1,__cuda_2);
# 24 "v000229.cu"
}
# 1 "v000229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot12_kernelPifPd( int *__par0,  float __par1,  double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, float, double *))pivot12_kernel)), 0U); }
# 27 "v000229.cu"
void pivot12_kernel( int *__cuda_0,float __cuda_1,double *__cuda_2)
# 27 "v000229.cu"
{__device_stub__Z14pivot12_kernelPifPd( __cuda_0,__cuda_1,__cuda_2);
# 41 "v000229.cu"
}
# 1 "v000229.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack25_kernelPKsii( const short *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const short *, int, int))pack25_kernel)), 0U); }
# 49 "v000229.cu"
void pack25_kernel( const short *__cuda_0,int __cuda_1,int __cuda_2)
# 49 "v000229.cu"
{__device_stub__Z13pack25_kernelPKsii( __cuda_0,__cuda_1,__cuda_2);
# 78 "v000229.cu"
}
# 1 "v000229.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const short *, int, int))pack25_kernel), _Z13pack25_kernelPKsii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, float, double *))pivot12_kernel), _Z14pivot12_kernelPifPd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, const unsigned long *, const int *))march3_kernel), _Z13march3_kernelPKjPKmPKi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_grow11,::d_grow11), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
