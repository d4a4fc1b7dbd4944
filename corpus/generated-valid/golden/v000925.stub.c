#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000925.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13count9_kernelPiPhPji(int *__restrict__, unsigned char *, unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13count9_kernelPiPhPji(int *__restrict__ __par0, unsigned char *__par1, unsigned *__par2, int __par3){ int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, unsigned char *, unsigned *, int))count9_kernel)), 0U);}
# 23 "v000925.cu"
void count9_kernel( int *__restrict__ __cuda_0,unsigned char *__cuda_1,unsigned *__cuda_2,int __cuda_3)
# 24 "v000925.cu"
{__device_stub__Z13count9_kernelPiPhPji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v000925.cu"
}
# 1 "v000925.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, unsigned char *, unsigned *, int))count9_kernel), _Z13count9_kernelPiPhPji, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
