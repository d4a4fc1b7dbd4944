#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001590.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias20i(int);
static void __device_stub__Z6shade7IjLi3EEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6bias20i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))bias20)), 0U);}
# 44 "v001590.cu"
void bias20( int __cuda_0)
# 45 "v001590.cu"
{__device_stub__Z6bias20i( __cuda_0);
# 59 "v001590.cu"
}
# 1 "v001590.cudafe1.stub.c"
static void __device_stub__Z6shade7IjLi3EEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))shade7<unsigned int, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade7<unsigned,3>( unsigned &__cuda_0){__device_stub__Z6shade7IjLi3EEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned))shade7<unsigned int, (int)3> ), _Z6shade7IjLi3EEvT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))bias20), _Z6bias20i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
