#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "noentity_header_only_math.fatbin.c"
typedef hmath::Poly<float, (int)4>  _ZN5hmath4PolyIfLi4EEE;
static void __device_stub__ZN5hmath9eval_polyIfEEvNS_4PolyIT_Li4EEEPKS2_PS2_i( _ZN5hmath4PolyIfLi4EEE&, const float *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN5hmath9eval_polyIfEEvNS_4PolyIT_Li4EEEPKS2_PS2_i( _ZN5hmath4PolyIfLi4EEE&__par0, const float *__par1, float *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 16UL);__cudaSetupArgSimple(__par2, 24UL);__cudaSetupArgSimple(__par3, 32UL);__cudaLaunch(((char *)((void ( *)( _ZN5hmath4PolyIfLi4EEE, const float *, float *, int))hmath::eval_poly<float> )), 0U);}namespace hmath{

template<> __specialization_static void __wrapper__device_stub_eval_poly<float>(  _ZN5hmath4PolyIfLi4EEE &__cuda_0,const float *&__cuda_1,float *&__cuda_2,int &__cuda_3){__device_stub__ZN5hmath9eval_polyIfEEvNS_4PolyIT_Li4EEEPKS2_PS2_i( ( _ZN5hmath4PolyIfLi4EEE &)__cuda_0,(const float *&)__cuda_1,(float *&)__cuda_2,(int &)__cuda_3);}}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)( _ZN5hmath4PolyIfLi4EEE, const float *, float *, int))hmath::eval_poly<float> ), _ZN5hmath9eval_polyIfEEvNS_4PolyIT_Li4EEEPKS2_PS2_i, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
