#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "template_class_partial_spec.fatbin.c"
typedef View<float, (int)1>  _Z4ViewIfLi1EE;
typedef View<double, (int)3>  _Z4ViewIdLi3EE;
static void __device_stub__Z6negateIfLi1EEv4ViewIT_XT0_EE( _Z4ViewIfLi1EE&);
static void __device_stub__Z6negateIdLi3EEv4ViewIT_XT0_EE( _Z4ViewIdLi3EE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6negateIfLi1EEv4ViewIT_XT0_EE( _Z4ViewIfLi1EE&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)( _Z4ViewIfLi1EE))negate<float, (int)1> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_negate<float,1>(  _Z4ViewIfLi1EE &__cuda_0){__device_stub__Z6negateIfLi1EEv4ViewIT_XT0_EE( ( _Z4ViewIfLi1EE &)__cuda_0);}
static void __device_stub__Z6negateIdLi3EEv4ViewIT_XT0_EE( _Z4ViewIdLi3EE&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)( _Z4ViewIdLi3EE))negate<double, (int)3> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_negate<double,3>(  _Z4ViewIdLi3EE &__cuda_0){__device_stub__Z6negateIdLi3EEv4ViewIT_XT0_EE( ( _Z4ViewIdLi3EE &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)( _Z4ViewIdLi3EE))negate<double, (int)3> ), _Z6negateIdLi3EEv4ViewIT_XT0_EE, (-1));__cudaRegisterEntry(__T0, ((void ( *)( _Z4ViewIfLi1EE))negate<float, (int)1> ), _Z6negateIfLi1EEv4ViewIT_XT0_EE, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
