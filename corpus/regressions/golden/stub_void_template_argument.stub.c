#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "stub_void_template_argument.fatbin.c"
typedef plus<void>  _Z4plusIvE;
static void __device_stub__Z12empty_kernelIvEvv(void);
static void __device_stub__Z5applyI4plusIvEEvPiT_(int *,  _Z4plusIvE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12empty_kernelIvEvv(void){__cudaLaunchPrologue(1);__cudaLaunch(((char *)((void ( *)(void))empty_kernel<void> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_empty_kernel<void>(void){__device_stub__Z12empty_kernelIvEvv();}
static void __device_stub__Z5applyI4plusIvEEvPiT_(int *__par0,  _Z4plusIvE&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *,  _Z4plusIvE))apply<    ::plus<void> > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply< ::plus<void> >( int *&__cuda_0, _Z4plusIvE &__cuda_1){__device_stub__Z5applyI4plusIvEEvPiT_( (int *&)__cuda_0,( _Z4plusIvE &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *,  _Z4plusIvE))apply<    ::plus<void> > ), _Z5applyI4plusIvEEvPiT_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(void))empty_kernel<void> ), _Z12empty_kernelIvEvv, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
