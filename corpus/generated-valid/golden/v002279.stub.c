#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002279.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply13_kerneli(int);
static void __device_stub__Z6fuse29IlLi8EEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14apply13_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))apply13_kernel)), 0U);}
# 21 "v002279.cu"
void apply13_kernel( int __cuda_0)
# 21 "v002279.cu"
{__device_stub__Z14apply13_kerneli( __cuda_0);
# 38 "v002279.cu"
}
# 1 "v002279.cudafe1.stub.c"
static void __device_stub__Z6fuse29IlLi8EEvT_( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))fuse29<long, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse29<long,8>( long &__cuda_0){__device_stub__Z6fuse29IlLi8EEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long))fuse29<long, (int)8> ), _Z6fuse29IlLi8EEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))apply13_kernel), _Z14apply13_kerneli, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_bias4,::d_bias4), 0, 8UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_march5,::c_march5), 0, 64UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_gather21,::c_gather21), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
