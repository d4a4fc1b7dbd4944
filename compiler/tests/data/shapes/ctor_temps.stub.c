#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "ctor_temps.fatbin.c"
static void __device_stub__Z7combineIJiiiEEvPfDpT_(float *, int, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7combineIJiiiEEvPfDpT_(float *__par0, int __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int, int, int))combine<int, int, int > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine<int,int,int>( float *&__cuda_0,int &__cuda_1,int &__cuda_2,int &__cuda_3){__device_stub__Z7combineIJiiiEEvPfDpT_( (float *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T6){__nv_dummy_param_ref(__T6);__nv_save_fatbinhandle_for_managed_rt(__T6);__cudaRegisterEntry(__T6, ((void ( *)(float *, int, int, int))combine<int, int, int > ), _Z7combineIJiiiEEvPfDpT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
