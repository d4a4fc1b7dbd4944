#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000759.fatbin.c"
static void __device_stub__Z14decay30_kernelIiEvPT_ii(int *, int, int);
static void __device_stub__ZN6impl176norm19IjLi7EEEvPKT_(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14decay30_kernelIiEvPT_ii(int *__par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, int))decay30_kernel<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay30_kernel<int>( int *&__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__Z14decay30_kernelIiEvPT_ii( (int *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__ZN6impl176norm19IjLi7EEEvPKT_(const unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned *))impl17::norm19<unsigned int, (int)7> )), 0U);}namespace impl17{

template<> __specialization_static void __wrapper__device_stub_norm19<unsigned,7>( const unsigned *&__cuda_0){__device_stub__ZN6impl176norm19IjLi7EEEvPKT_( (const unsigned *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(const unsigned *))impl17::norm19<unsigned int, (int)7> ), _ZN6impl176norm19IjLi7EEEvPKT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(int *, int, int))decay30_kernel<int> ), _Z14decay30_kernelIiEvPT_ii, (-1));__cudaRegisterVariable(__T3, __shadow_var(_ZN6impl178c_norm18E,::impl17::c_norm18), 0, 4UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
