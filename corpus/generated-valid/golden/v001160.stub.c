#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001160.fatbin.c"
static void __device_stub__Z6decay7IfiEvPKT_PT0_PKj(const float *, int *, const unsigned *);
static void __device_stub__Z6decay7IjdEvPKT_PT0_PKj(const unsigned *, double *, const unsigned *);
static void __device_stub__Z6pack14IiLi4EEvT_S0_Pji(int, int, unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6decay7IfiEvPKT_PT0_PKj(const float *__par0, int *__par1, const unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, int *, const unsigned *))decay7<float, int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay7<float,int>( const float *&__cuda_0,int *&__cuda_1,const unsigned *&__cuda_2){__device_stub__Z6decay7IfiEvPKT_PT0_PKj( (const float *&)__cuda_0,(int *&)__cuda_1,(const unsigned *&)__cuda_2);}
static void __device_stub__Z6decay7IjdEvPKT_PT0_PKj(const unsigned *__par0, double *__par1, const unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, double *, const unsigned *))decay7<unsigned int, double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay7<unsigned,double>( const unsigned *&__cuda_0,double *&__cuda_1,const unsigned *&__cuda_2){__device_stub__Z6decay7IjdEvPKT_PT0_PKj( (const unsigned *&)__cuda_0,(double *&)__cuda_1,(const unsigned *&)__cuda_2);}
static void __device_stub__Z6pack14IiLi4EEvT_S0_Pji(int __par0, int __par1, unsigned *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, unsigned *, int))pack14<int, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_pack14<int,4>( int &__cuda_0,int &__cuda_1,unsigned *&__cuda_2,int &__cuda_3){__device_stub__Z6pack14IiLi4EEvT_S0_Pji( (int &)__cuda_0,(int &)__cuda_1,(unsigned *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(int, int, unsigned *, int))pack14<int, (int)4> ), _Z6pack14IiLi4EEvT_S0_Pji, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, double *, const unsigned *))decay7<unsigned int, double> ), _Z6decay7IjdEvPKT_PT0_PKj, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const float *, int *, const unsigned *))decay7<float, int> ), _Z6decay7IfiEvPKT_PT0_PKj, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
