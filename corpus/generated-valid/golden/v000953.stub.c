#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000953.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12step3_kernelPiPfPmi(int *, float *, unsigned long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13decay9_kernelhPi(unsigned char, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12step3_kernelPiPfPmi(int *__par0, float *__par1, unsigned long *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, float *, unsigned long *, int))step3_kernel)), 0U);}
# 11 "v000953.cu"
void step3_kernel( int *__cuda_0,float *__cuda_1,unsigned long *__cuda_2,int __cuda_3)
# 12 "v000953.cu"
{__device_stub__Z12step3_kernelPiPfPmi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v000953.cu"
}
# 1 "v000953.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13decay9_kernelhPi( unsigned char __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned char, int *))decay9_kernel)), 0U); }
# 22 "v000953.cu"
void decay9_kernel( unsigned char __cuda_0,int *__cuda_1)
# 23 "v000953.cu"
{__device_stub__Z13decay9_kernelhPi( __cuda_0,__cuda_1);
# 30 "v000953.cu"
}
# 1 "v000953.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char, int *))decay9_kernel), _Z13decay9_kernelhPi, 64); __cudaRegisterEntry(__T3, ((void ( *)(int *, float *, unsigned long *, int))step3_kernel), _Z12step3_kernelPiPfPmi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
