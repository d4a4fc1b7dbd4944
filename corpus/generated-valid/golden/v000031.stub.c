#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000031.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6apply2PKiPiPKfS3_(const int *, int *, const float *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6apply2PKiPiPKfS3_(const int *__par0, int *__par1, const float *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, int *, const float *, const float *))apply2)), 0U);}
# 10 "v000031.cu"
void apply2( const int *__cuda_0,int *__cuda_1,const float *__cuda_2,const float *__cuda_3)
# 10 "v000031.cu"
{__device_stub__Z6apply2PKiPiPKfS3_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v000031.cu"
}
# 1 "v000031.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *, int *, const float *, const float *))apply2), _Z6apply2PKiPiPKfS3_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
