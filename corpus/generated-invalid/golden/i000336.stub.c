#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000336.fatbin.c"
static void __device_stub__Z13drift3_kernelIiEvPKT_(const int *);
static void __device_stub__Z13drift3_kernelIlEvPKT_(const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4ops514reduce9_kernelEPfPd(float *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13drift3_kernelIiEvPKT_(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))drift3_kernel<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_drift3_kernel<int>( const int *&__cuda_0){__device_stub__Z13drift3_kernelIiEvPKT_( (const int *&)__cuda_0);}
static void __device_stub__Z13drift3_kernelIlEvPKT_(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))drift3_kernel<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_drift3_kernel<long>( const long *&__cuda_0){__device_stub__Z13drift3_kernelIlEvPKT_( (const long *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN4ops514reduce9_kernelEPfPd(float *__par0, double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, double *))ops5::reduce9_kernel)), 0U);}
# 23 "i000336.cu"
void ops5::reduce9_kernel( float *__cuda_0,double *__cuda_1)
# 23 "i000336.cu"
{__device_stub__ZN4ops514reduce9_kernelEPfPd( __cuda_0,__cuda_1);
# 31 "i000336.cu"
}
# 1 "i000336.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, double *))ops5::reduce9_kernel), _ZN4ops514reduce9_kernelEPfPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const long *))drift3_kernel<long> ), _Z13drift3_kernelIlEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))drift3_kernel<int> ), _Z13drift3_kernelIiEvPKT_, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_shadow26,::d_shadow26), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
