#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000699.fatbin.c"
static void __device_stub__Z13rank37_kernelIifEvT0_PS0_S0_(float, float *, float);
static void __device_stub__Z13rank37_kernelIfiEvT0_PS0_S0_(int, int *, int);
static void __device_stub__ZN43_GLOBAL__N__5a05f82f_10_v000699_cu_m_sift1514sweep19_kernelIjLi1EEEvT_S1_(unsigned, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13rank37_kernelIifEvT0_PS0_S0_(float __par0, float *__par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float, float *, float))rank37_kernel<int, float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_rank37_kernel<int,float>( float &__cuda_0,float *&__cuda_1,float &__cuda_2){__device_stub__Z13rank37_kernelIifEvT0_PS0_S0_( (float &)__cuda_0,(float *&)__cuda_1,(float &)__cuda_2);}
static void __device_stub__Z13rank37_kernelIfiEvT0_PS0_S0_(int __par0, int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *, int))rank37_kernel<float, int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_rank37_kernel<float,int>( int &__cuda_0,int *&__cuda_1,int &__cuda_2){__device_stub__Z13rank37_kernelIfiEvT0_PS0_S0_( (int &)__cuda_0,(int *&)__cuda_1,(int &)__cuda_2);}
static void __device_stub__ZN43_GLOBAL__N__5a05f82f_10_v000699_cu_m_sift1514sweep19_kernelIjLi1EEEvT_S1_(unsigned __par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(unsigned, unsigned))_NV_ANON_NAMESPACE::sweep19_kernel<unsigned int, (int)1> )), 0U);}namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_sweep19_kernel<unsigned,1>( unsigned &__cuda_0,unsigned &__cuda_1){__device_stub__ZN43_GLOBAL__N__5a05f82f_10_v000699_cu_m_sift1514sweep19_kernelIjLi1EEEvT_S1_( (unsigned &)__cuda_0,(unsigned &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(unsigned, unsigned))_NV_ANON_NAMESPACE::sweep19_kernel<unsigned int, (int)1> ), _ZN43_GLOBAL__N__5a05f82f_10_v000699_cu_m_sift1514sweep19_kernelIjLi1EEEvT_S1_, 64);__cudaRegisterEntry(__T0, ((void ( *)(int, int *, int))rank37_kernel<float, int> ), _Z13rank37_kernelIfiEvT0_PS0_S0_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(float, float *, float))rank37_kernel<int, float> ), _Z13rank37_kernelIifEvT0_PS0_S0_, (-1));__cudaRegisterManagedVariable(__T0, __shadow_var(m_sift15,::m_sift15), 0, 8UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
