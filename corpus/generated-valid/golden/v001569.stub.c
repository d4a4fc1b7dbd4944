#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001569.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13probe2_kernelPKfPi(const float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split18iii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep30_kernelPKtPd(const unsigned short *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13probe2_kernelPKfPi(const float *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, int *))probe2_kernel)), 0U);}
# 7 "v001569.cu"
void probe2_kernel( const float *__cuda_0,int *__cuda_1)
# 7 "v001569.cu"
{__device_stub__Z13probe2_kernelPKfPi( __cuda_0,__cuda_1);
# 20 "v001569.cu"
}
# 1 "v001569.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split18iii( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))split18)), 0U); }
# 49 "v001569.cu"
void split18( int __cuda_0,int __cuda_1,int __cuda_2)
# 49 "v001569.cu"
{__device_stub__Z7split18iii( __cuda_0,__cuda_1,__cuda_2);
# 55 "v001569.cu"
}
# 1 "v001569.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep30_kernelPKtPd( const unsigned short *__par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned short *, double *))sweep30_kernel)), 0U); }
# 59 "v001569.cu"
void sweep30_kernel( const unsigned short *__cuda_0,double *__cuda_1)
# 59 "v001569.cu"
{__device_stub__Z14sweep30_kernelPKtPd( __cuda_0,__cuda_1);
# 67 "v001569.cu"
}
# 1 "v001569.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(const unsigned short *, double *))sweep30_kernel), _Z14sweep30_kernelPKtPd, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(int, int, int))split18), _Z7split18iii, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(const float *, int *))probe2_kernel), _Z13probe2_kernelPKfPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
