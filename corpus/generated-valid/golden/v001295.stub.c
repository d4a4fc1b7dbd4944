#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001295.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5impl67count10EPKxPi(const long long *, ptr4_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN5impl67count10EPKxPi(const long long *__par0, ptr4_t __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long long *, ptr4_t))impl6::count10)), 0U);}
# 18 "v001295.cu"
void impl6::count10( const long long *__cuda_0,::ptr4_t __cuda_1)
# 18 "v001295.cu"
{__device_stub__ZN5impl67count10EPKxPi( __cuda_0,__cuda_1);



}
# 1 "v001295.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const long long *, ptr4_t))impl6::count10), _ZN5impl67count10EPKxPi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN5impl69c_relax14E,::impl6::c_relax14), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
