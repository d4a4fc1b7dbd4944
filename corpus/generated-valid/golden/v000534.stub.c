#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000534.fatbin.c"
static void __device_stub__Z12sift7_kernelIlLi5EEvPKT_S2_S0_(const long *, const long *__restrict__, long);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl166lerp17EPKxj(const long long *__restrict__, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12sift7_kernelIlLi5EEvPKT_S2_S0_(const long *__par0, const long *__restrict__ __par1, long __par2){ const long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const long *, const long *__restrict__, long))sift7_kernel<long, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_sift7_kernel<long,5>( const long *&__cuda_0,const long *__restrict__ &__cuda_1,long &__cuda_2){__device_stub__Z12sift7_kernelIlLi5EEvPKT_S2_S0_( (const long *&)__cuda_0,(const long *&)__cuda_1,(long &)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl166lerp17EPKxj(const long long *__restrict__ __par0, unsigned __par1){ const long long *__T1;
__cudaLaunchPrologue(2);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long long *__restrict__, unsigned))impl16::lerp17)), 0U);}
# 28 "v000534.cu"
void impl16::lerp17( const long long *__restrict__ __cuda_0,unsigned __cuda_1)
# 28 "v000534.cu"
{__device_stub__ZN6impl166lerp17EPKxj( __cuda_0,__cuda_1);
# 38 "v000534.cu"
}
# 1 "v000534.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const long long *__restrict__, unsigned))impl16::lerp17), _ZN6impl166lerp17EPKxj, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(const long *, const long *__restrict__, long))sift7_kernel<long, (int)5> ), _Z12sift7_kernelIlLi5EEvPKT_S2_S0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
