#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000891.fatbin.c"
static void __device_stub__Z6fuse22IfEvT_Pi(float, int *);
static void __device_stub__Z6fuse22IjEvT_Pi(unsigned, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6fuse22IfEvT_Pi(float __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float, int *))fuse22<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fuse22<float>( float &__cuda_0,int *&__cuda_1){__device_stub__Z6fuse22IfEvT_Pi( (float &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z6fuse22IjEvT_Pi(unsigned __par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, int *))fuse22<unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fuse22<unsigned>( unsigned &__cuda_0,int *&__cuda_1){__device_stub__Z6fuse22IjEvT_Pi( (unsigned &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(unsigned, int *))fuse22<unsigned int> ), _Z6fuse22IjEvT_Pi, (-1));__cudaRegisterEntry(__T4, ((void ( *)(float, int *))fuse22<float> ), _Z6fuse22IfEvT_Pi, (-1));__cudaRegisterVariable(__T4, __shadow_var(c_trace6,::c_trace6), 0, 8UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
