#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "template_explicit_spec_instantiation.fatbin.c"
static void __device_stub__Z11init_lowestIiEvPT_i(int *, int);
static void __device_stub__Z11init_lowestIfEvPT_i(float *, int);
static void __device_stub__Z11init_lowestIjEvPT_i(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z11init_lowestIiEvPT_i(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))init_lowest<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_init_lowest<int>( int *&__cuda_0,int &__cuda_1){__device_stub__Z11init_lowestIiEvPT_i( (int *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z11init_lowestIfEvPT_i(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))init_lowest<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_init_lowest<float>( float *&__cuda_0,int &__cuda_1){__device_stub__Z11init_lowestIfEvPT_i( (float *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z11init_lowestIjEvPT_i(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))init_lowest<unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_init_lowest<unsigned>( unsigned *&__cuda_0,int &__cuda_1){__device_stub__Z11init_lowestIjEvPT_i( (unsigned *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int))init_lowest<unsigned int> ), _Z11init_lowestIjEvPT_i, (-1));__cudaRegisterEntry(__T0, ((void ( *)(float *, int))init_lowest<float> ), _Z11init_lowestIfEvPT_i, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int *, int))init_lowest<int> ), _Z11init_lowestIiEvPT_i, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
