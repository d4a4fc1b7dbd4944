#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000178.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace12PKdPi(const double *, int *);
static void __device_stub__Z6sift23IdEvPKT_(const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7trace12PKdPi(const double *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const double *, int *))trace12)), 0U);}
# 37 "v000178.cu"
void trace12( const double *__cuda_0,int *__cuda_1)
# 37 "v000178.cu"
{__device_stub__Z7trace12PKdPi( __cuda_0,__cuda_1);
# 49 "v000178.cu"
}
# 1 "v000178.cudafe1.stub.c"
static void __device_stub__Z6sift23IdEvPKT_( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))sift23<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_sift23<double>( const double *&__cuda_0){__device_stub__Z6sift23IdEvPKT_( (const double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const double *))sift23<double> ), _Z6sift23IdEvPKT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const double *, int *))trace12), _Z7trace12PKdPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
