#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001009.fatbin.c"
typedef _NV_ANON_NAMESPACE::Stats24 _ZN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace48_kernelPdN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24EPi(double *__restrict__,  _ZN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24E&, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14trace48_kernelPdN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24EPi(double *__restrict__ __par0,  _ZN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24E&__par1, int *__restrict__ __par2){ double *__T5;
 int *__T6;
__cudaLaunchPrologue(3);__T5 = __par0;__cudaSetupArgSimple(__T5, 0UL);__cudaSetupArg(__par1, 8UL);__T6 = __par2;__cudaSetupArgSimple(__T6, 32UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__,  _ZN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24E, int *__restrict__))trace48_kernel)), 0U);}
# 76 "v001009.cu"
void trace48_kernel( double *__restrict__ __cuda_0, _ZN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24E __cuda_1,int *__restrict__ __cuda_2)
# 76 "v001009.cu"
{__device_stub__Z14trace48_kernelPdN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24EPi( __cuda_0,__cuda_1,__cuda_2);
# 87 "v001009.cu"
}
# 1 "v001009.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(double *__restrict__,  _ZN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24E, int *__restrict__))trace48_kernel), _Z14trace48_kernelPdN43_GLOBAL__N__273b72f7_10_v001009_cu_18b4ea5e7Stats24EPi, (-1)); __cudaRegisterVariable(__T10, __shadow_var(d_combine15,::d_combine15), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
