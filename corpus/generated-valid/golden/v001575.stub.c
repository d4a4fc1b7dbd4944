#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001575.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale7_kernelPhPjPKfPf(unsigned char *, unsigned *, const float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot16_kernelPKfh(const float *, unsigned char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13scale7_kernelPhPjPKfPf(unsigned char *__par0, unsigned *__par1, const float *__par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, unsigned *, const float *, float *))scale7_kernel)), 0U);}
# 22 "v001575.cu"
void scale7_kernel( unsigned char *__cuda_0,unsigned *__cuda_1,const float *__cuda_2,float *__cuda_3)
# 22 "v001575.cu"
{__device_stub__Z13scale7_kernelPhPjPKfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v001575.cu"
}
# 1 "v001575.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot16_kernelPKfh( const float *__par0,  unsigned char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, unsigned char))pivot16_kernel)), 0U); }
# 35 "v001575.cu"
void pivot16_kernel( const float *__cuda_0,unsigned char __cuda_1)
# 35 "v001575.cu"
{__device_stub__Z14pivot16_kernelPKfh( __cuda_0,__cuda_1);
# 42 "v001575.cu"
}
# 1 "v001575.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const float *, unsigned char))pivot16_kernel), pivot16_kernel, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(unsigned char *, unsigned *, const float *, float *))scale7_kernel), _Z13scale7_kernelPhPjPKfPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
