#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001130.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay6_kernelPfdPh(float *, double, unsigned char *);
static void __device_stub__Z14shade17_kernelPfii(float *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13decay6_kernelPfdPh(float *__par0, double __par1, unsigned char *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, double, unsigned char *))decay6_kernel)), 0U);}
# 11 "v001130.cu"
void decay6_kernel( float *__cuda_0,double __cuda_1,unsigned char *__cuda_2)
# 12 "v001130.cu"
{__device_stub__Z13decay6_kernelPfdPh( __cuda_0,__cuda_1,__cuda_2);
# 21 "v001130.cu"
}
# 1 "v001130.cudafe1.stub.c"
static void __device_stub__Z14shade17_kernelPfii( float *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(float *, int, int))shade17_kernel)), 0U); }
# 24 "v001130.cu"
static void shade17_kernel( float *__cuda_0,int __cuda_1,int __cuda_2)
# 25 "v001130.cu"
{__device_stub__Z14shade17_kernelPfii( __cuda_0,__cuda_1,__cuda_2);
# 33 "v001130.cu"
}
# 1 "v001130.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, int, int))shade17_kernel), _Z14shade17_kernelPfii, 64); __cudaRegisterEntry(__T0, ((void ( *)(float *, double, unsigned char *))decay6_kernel), _Z13decay6_kernelPfdPh, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
