#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000041.fatbin.c"
static void __device_stub__Z8update27IlEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z8update27IlEvT_(long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long))update27<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_update27<long>( long &__cuda_0){__device_stub__Z8update27IlEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T10){__nv_dummy_param_ref(__T10);__nv_save_fatbinhandle_for_managed_rt(__T10);__cudaRegisterEntry(__T10, ((void ( *)(long))update27<long> ), _Z8update27IlEvT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
