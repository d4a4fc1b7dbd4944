#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002350.fatbin.c"
static void __device_stub__ZN4gpu56step15IlEEvT_PKS1_(long, const long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN4gpu56step15IlEEvT_PKS1_(long __par0, const long *__restrict__ __par1){ const long *__T3;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T3 = __par1;__cudaSetupArgSimple(__T3, 8UL);__cudaLaunch(((char *)((void ( *)(long, const long *__restrict__))gpu5::step15<long> )), 0U);}namespace gpu5{

template<> __specialization_static void __wrapper__device_stub_step15<long>( long &__cuda_0,const long *__restrict__ &__cuda_1){__device_stub__ZN4gpu56step15IlEEvT_PKS1_( (long &)__cuda_0,(const long *&)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(long, const long *__restrict__))gpu5::step15<long> ), _ZN4gpu56step15IlEEvT_PKS1_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
