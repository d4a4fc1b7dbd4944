#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001310.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow29PKijS0_(const int *, unsigned, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow29PKijS0_(const int *__par0, unsigned __par1, const int *__restrict__ __par2){ const int *__T2;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T2 = __par2;__cudaSetupArgSimple(__T2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, unsigned, const int *__restrict__))grow29)), 0U);}
# 59 "v001310.cu"
void grow29( const int *__cuda_0,unsigned __cuda_1,const int *__restrict__ __cuda_2)
# 60 "v001310.cu"
{__device_stub__Z6grow29PKijS0_( __cuda_0,__cuda_1,__cuda_2);
# 68 "v001310.cu"
}
# 1 "v001310.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *, unsigned, const int *__restrict__))grow29), _Z6grow29PKijS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
