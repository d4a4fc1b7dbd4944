#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001032.fatbin.c"
static void __device_stub__Z6shade9IliEvPKT0_i(const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6shade9IliEvPKT0_i(const int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, int))shade9<long, int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_shade9<long,int>( const int *&__cuda_0,int &__cuda_1){__device_stub__Z6shade9IliEvPKT0_i( (const int *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(const int *, int))shade9<long, int> ), _Z6shade9IliEvPKT0_i, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
