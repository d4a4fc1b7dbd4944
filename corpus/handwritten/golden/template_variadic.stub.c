#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "template_variadic.fatbin.c"
static void __device_stub__Z7combineIJiljEEvPfDpT_(float *, int, long, unsigned);
static void __device_stub__Z7combineIJiiiEEvPfDpT_(float *, int, int, int);
static void __device_stub__Z7combineIJffEEvPfDpT_(float *, float, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7combineIJiljEEvPfDpT_(float *__par0, int __par1, long __par2, unsigned __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, int, long, unsigned))combine<int, long, unsigned int > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine<int,long,unsigned>( float *&__cuda_0,int &__cuda_1,long &__cuda_2,unsigned &__cuda_3){__device_stub__Z7combineIJiljEEvPfDpT_( (float *&)__cuda_0,(int &)__cuda_1,(long &)__cuda_2,(unsigned &)__cuda_3);}
static void __device_stub__Z7combineIJiiiEEvPfDpT_(float *__par0, int __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int, int, int))combine<int, int, int > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine<int,int,int>( float *&__cuda_0,int &__cuda_1,int &__cuda_2,int &__cuda_3){__device_stub__Z7combineIJiiiEEvPfDpT_( (float *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2,(int &)__cuda_3);}
static void __device_stub__Z7combineIJffEEvPfDpT_(float *__par0, float __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(float *, float, float))combine<float, float > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine<float,float>( float *&__cuda_0,float &__cuda_1,float &__cuda_2){__device_stub__Z7combineIJffEEvPfDpT_( (float *&)__cuda_0,(float &)__cuda_1,(float &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T27){__nv_dummy_param_ref(__T27);__nv_save_fatbinhandle_for_managed_rt(__T27);__cudaRegisterEntry(__T27, ((void ( *)(float *, float, float))combine<float, float > ), _Z7combineIJffEEvPfDpT_, (-1));__cudaRegisterEntry(__T27, ((void ( *)(float *, int, int, int))combine<int, int, int > ), _Z7combineIJiiiEEvPfDpT_, (-1));__cudaRegisterEntry(__T27, ((void ( *)(float *, int, long, unsigned))combine<int, long, unsigned int > ), _Z7combineIJiljEEvPfDpT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
