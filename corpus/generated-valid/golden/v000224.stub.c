#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000224.fatbin.c"
static void __device_stub__Z9stencil17IlLi1EEvPT_S0_i(long *, long, int);
static void __device_stub__Z6kick24IiLi2EEvT_S0_(int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z9stencil17IlLi1EEvPT_S0_i(long *__par0, long __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long *, long, int))stencil17<long, (int)1> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_stencil17<long,1>( long *&__cuda_0,long &__cuda_1,int &__cuda_2){__device_stub__Z9stencil17IlLi1EEvPT_S0_i( (long *&)__cuda_0,(long &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z6kick24IiLi2EEvT_S0_(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))kick24<int, (int)2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_kick24<int,2>( int &__cuda_0,int &__cuda_1){__device_stub__Z6kick24IiLi2EEvT_S0_( (int &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T6){__nv_dummy_param_ref(__T6);__nv_save_fatbinhandle_for_managed_rt(__T6);__cudaRegisterEntry(__T6, ((void ( *)(int, int))kick24<int, (int)2> ), _Z6kick24IiLi2EEvT_S0_, (-1));__cudaRegisterEntry(__T6, ((void ( *)(long *, long, int))stencil17<long, (int)1> ), _Z9stencil17IlLi1EEvPT_S0_i, (-1));__cudaRegisterVariable(__T6, __shadow_var(d_scale16,::d_scale16), 0, 4UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
