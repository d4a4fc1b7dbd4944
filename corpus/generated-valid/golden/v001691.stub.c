#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001691.fatbin.c"
static void __device_stub__Z7shade19PKmPfi6Stats7(const size_t *__restrict__, float *, int, const struct Stats7&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7shade19PKmPfi6Stats7(const size_t *__restrict__ __par0, float *__par1, int __par2, const struct Stats7&__par3){ const size_t *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const size_t *__restrict__, float *, int, const struct Stats7))shade19)), 0U);}
# 35 "v001691.cu"
static void shade19( const ::size_t *__restrict__ __cuda_0,float *__cuda_1,int __cuda_2,const struct ::Stats7 __cuda_3)
# 36 "v001691.cu"
{__device_stub__Z7shade19PKmPfi6Stats7( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 53 "v001691.cu"
}
# 1 "v001691.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const size_t *__restrict__, float *, int, const struct Stats7))shade19), _Z7shade19PKmPfi6Stats7, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
