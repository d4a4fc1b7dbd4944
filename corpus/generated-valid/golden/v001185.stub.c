#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001185.fatbin.c"
static void __device_stub__Z12step3_kernelIiEvPT_PlPd(int *, long *, double *);
static void __device_stub__Z6split9IlLi8EEvT_(long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12step3_kernelIiEvPT_PlPd(int *__par0, long *__par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, long *, double *))step3_kernel<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_step3_kernel<int>( int *&__cuda_0,long *&__cuda_1,double *&__cuda_2){__device_stub__Z12step3_kernelIiEvPT_PlPd( (int *&)__cuda_0,(long *&)__cuda_1,(double *&)__cuda_2);}
static void __device_stub__Z6split9IlLi8EEvT_(long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long))split9<long, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_split9<long,8>( long &__cuda_0){__device_stub__Z6split9IlLi8EEvT_( (long &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(long))split9<long, (int)8> ), _Z6split9IlLi8EEvT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(int *, long *, double *))step3_kernel<int> ), _Z12step3_kernelIiEvPT_PlPd, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
