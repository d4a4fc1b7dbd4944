#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000809.fatbin.c"
static void __device_stub__Z5fuse4IfEvT_(float);
static void __device_stub__Z5fuse4IjEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5fuse4IfEvT_(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))fuse4<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fuse4<float>( float &__cuda_0){__device_stub__Z5fuse4IfEvT_( (float &)__cuda_0);}
static void __device_stub__Z5fuse4IjEvT_(unsigned __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned))fuse4<unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fuse4<unsigned>( unsigned &__cuda_0){__device_stub__Z5fuse4IjEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T5){__nv_dummy_param_ref(__T5);__nv_save_fatbinhandle_for_managed_rt(__T5);__cudaRegisterEntry(__T5, ((void ( *)(unsigned))fuse4<unsigned int> ), _Z5fuse4IjEvT_, 256);__cudaRegisterEntry(__T5, ((void ( *)(float))fuse4<float> ), _Z5fuse4IfEvT_, 256);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
