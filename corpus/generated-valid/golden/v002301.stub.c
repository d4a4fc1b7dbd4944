#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002301.fatbin.c"
static void __device_stub__Z13sift17_kernelIfEvT_PS0_PKhPi(float, float *, const unsigned char *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13sift17_kernelIfEvT_PS0_PKhPi(float __par0, float *__par1, const unsigned char *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float, float *, const unsigned char *, int *))sift17_kernel<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_sift17_kernel<float>( float &__cuda_0,float *&__cuda_1,const unsigned char *&__cuda_2,int *&__cuda_3){__device_stub__Z13sift17_kernelIfEvT_PS0_PKhPi( (float &)__cuda_0,(float *&)__cuda_1,(const unsigned char *&)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(float, float *, const unsigned char *, int *))sift17_kernel<float> ), _Z13sift17_kernelIfEvT_PS0_PKhPi, (-1));__cudaRegisterVariable(__T3, __shadow_var(c_gather11,::c_gather11), 0, 16UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
