#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001181.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread16_kernelPKiPKfPiPf(const int *, const float *, int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15spread16_kernelPKiPKfPiPf(const int *__par0, const float *__par1, int *__par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, const float *, int *, float *))spread16_kernel)), 0U);}
# 39 "v001181.cu"
void spread16_kernel( const int *__cuda_0,const float *__cuda_1,int *__cuda_2,float *__cuda_3)
# 40 "v001181.cu"
{__device_stub__Z15spread16_kernelPKiPKfPiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v001181.cu"
}
# 1 "v001181.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const float *, int *, float *))spread16_kernel), _Z15spread16_kernelPKiPKfPiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
