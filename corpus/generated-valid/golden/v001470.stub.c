#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001470.fatbin.c"
static void __device_stub__Z6clamp7IiLi1EEvPT_S0_(int *__restrict__, int);
static void __device_stub__Z14count11_kernelIiEvPT_S1_PKS0_PKi(int *__restrict__, int *__restrict__, const int *__restrict__, const int *);
static void __device_stub__Z15update21_kernelIfEvPT_S1_(float *, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6clamp7IiLi1EEvPT_S0_(int *__restrict__ __par0, int __par1){ int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, int))clamp7<int, (int)1> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_clamp7<int,1>( int *__restrict__ &__cuda_0,int &__cuda_1){__device_stub__Z6clamp7IiLi1EEvPT_S0_( (int *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z14count11_kernelIiEvPT_S1_PKS0_PKi(int *__restrict__ __par0, int *__restrict__ __par1, const int *__restrict__ __par2, const int *__par3){ int *__T1;
 int *__T2;
 const int *__T3;
__cudaLaunchPrologue(4);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__T2 = __par1;__cudaSetupArgSimple(__T2, 8UL);__T3 = __par2;__cudaSetupArgSimple(__T3, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, int *__restrict__, const int *__restrict__, const int *))count11_kernel<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_count11_kernel<int>( int *__restrict__ &__cuda_0,int *__restrict__ &__cuda_1,const int *__restrict__ &__cuda_2,const int *&__cuda_3){__device_stub__Z14count11_kernelIiEvPT_S1_PKS0_PKi( (int *&)__cuda_0,(int *&)__cuda_1,(const int *&)__cuda_2,(const int *&)__cuda_3);}
static void __device_stub__Z15update21_kernelIfEvPT_S1_(float *__par0, float *__restrict__ __par1){ float *__T4;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T4 = __par1;__cudaSetupArgSimple(__T4, 8UL);__cudaLaunch(((char *)((void ( *)(float *, float *__restrict__))update21_kernel<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_update21_kernel<float>( float *&__cuda_0,float *__restrict__ &__cuda_1){__device_stub__Z15update21_kernelIfEvPT_S1_( (float *&)__cuda_0,(float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T8){__nv_dummy_param_ref(__T8);__nv_save_fatbinhandle_for_managed_rt(__T8);__cudaRegisterEntry(__T8, ((void ( *)(float *, float *__restrict__))update21_kernel<float> ), _Z15update21_kernelIfEvPT_S1_, (-1));__cudaRegisterEntry(__T8, ((void ( *)(int *__restrict__, int *__restrict__, const int *__restrict__, const int *))count11_kernel<int> ), _Z14count11_kernelIiEvPT_S1_PKS0_PKi, 256);__cudaRegisterEntry(__T8, ((void ( *)(int *__restrict__, int))clamp7<int, (int)1> ), _Z6clamp7IiLi1EEvPT_S0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
