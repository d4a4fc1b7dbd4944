#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001236.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank18_kernelmPKj(size_t, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank18_kernelmPKj(size_t __par0, const unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(size_t, const unsigned *))rank18_kernel)), 0U);}
# 41 "v001236.cu"
void rank18_kernel( ::size_t __cuda_0,const unsigned *__cuda_1)
# 42 "v001236.cu"
{__device_stub__Z13rank18_kernelmPKj( __cuda_0,__cuda_1);
# 49 "v001236.cu"
}
# 1 "v001236.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(size_t, const unsigned *))rank18_kernel), _Z13rank18_kernelmPKj, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_lerp17,::c_lerp17), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
