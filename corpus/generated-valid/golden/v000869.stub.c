#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000869.fatbin.c"
static void __device_stub__ZN43_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b398gather11IfLi1EEEvPT_(float *__restrict__);
static void __device_stub__ZN43_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b398gather11IjLi6EEEvPT_(unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN43_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b398gather11IfLi1EEEvPT_(float *__restrict__ __par0){ float *__T5;
__cudaLaunchPrologue(1);__T5 = __par0;__cudaSetupArgSimple(__T5, 0UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__))_NV_ANON_NAMESPACE::gather11<float, (int)1> )), 0U);}namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_gather11<float,1>( float *__restrict__ &__cuda_0){__device_stub__ZN43_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b398gather11IfLi1EEEvPT_( (float *&)__cuda_0);}}
static void __device_stub__ZN43_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b398gather11IjLi6EEEvPT_(unsigned *__restrict__ __par0){ unsigned *__T6;
__cudaLaunchPrologue(1);__T6 = __par0;__cudaSetupArgSimple(__T6, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))_NV_ANON_NAMESPACE::gather11<unsigned int, (int)6> )), 0U);}namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_gather11<unsigned,6>( unsigned *__restrict__ &__cuda_0){__device_stub__ZN43_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b398gather11IjLi6EEEvPT_( (unsigned *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback(void **__T7){__nv_dummy_param_ref(__T7);__nv_save_fatbinhandle_for_managed_rt(__T7);__cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__))_NV_ANON_NAMESPACE::gather11<unsigned int, (int)6> ), _ZN43_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b398gather11IjLi6EEEvPT_, (-1));__cudaRegisterEntry(__T7, ((void ( *)(float *__restrict__))_NV_ANON_NAMESPACE::gather11<float, (int)1> ), _ZN43_GLOBAL__N__e25f0e8e_10_v000869_cu_4f2e0b398gather11IfLi1EEEvPT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
