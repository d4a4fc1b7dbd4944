#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001797.fatbin.c"
static void __device_stub__ZN8detail2213sift33_kernelIiLi6EEEvT_PKS1_(int, const int *);
static void __device_stub__ZN8detail2213fold23_kernelIiLi2EEEvPKT_PfPS1_(const int *, float *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN8detail2213sift33_kernelIiLi6EEEvT_PKS1_(int __par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const int *))detail22::sift33_kernel<int, (int)6> )), 0U);}namespace detail22{

template<> __specialization_static void __wrapper__device_stub_sift33_kernel<int,6>( int &__cuda_0,const int *&__cuda_1){__device_stub__ZN8detail2213sift33_kernelIiLi6EEEvT_PKS1_( (int &)__cuda_0,(const int *&)__cuda_1);}}
static void __device_stub__ZN8detail2213fold23_kernelIiLi2EEEvPKT_PfPS1_(const int *__par0, float *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, float *, int *))detail22::fold23_kernel<int, (int)2> )), 0U);}namespace detail22{

template<> __specialization_static void __wrapper__device_stub_fold23_kernel<int,2>( const int *&__cuda_0,float *&__cuda_1,int *&__cuda_2){__device_stub__ZN8detail2213fold23_kernelIiLi2EEEvPKT_PfPS1_( (const int *&)__cuda_0,(float *&)__cuda_1,(int *&)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback(void **__T6){__nv_dummy_param_ref(__T6);__nv_save_fatbinhandle_for_managed_rt(__T6);__cudaRegisterEntry(__T6, ((void ( *)(const int *, float *, int *))detail22::fold23_kernel<int, (int)2> ), _ZN8detail2213fold23_kernelIiLi2EEEvPKT_PfPS1_, 32);__cudaRegisterEntry(__T6, ((void ( *)(int, const int *))detail22::sift33_kernel<int, (int)6> ), _ZN8detail2213sift33_kernelIiLi6EEEvT_PKS1_, (-1));__cudaRegisterVariable(__T6, __shadow_var(d_accum5,::d_accum5), 0, 4UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
