#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001224.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh27iPd(int, double *__restrict__);
static void __device_stub__Z13pack21_kernelIdlEvPKT0_5Cell6(const long *, struct Cell6&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh27iPd(int __par0, double *__restrict__ __par1){ double *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, double *__restrict__))weigh27)), 0U);}
# 67 "v001224.cu"
void weigh27( int __cuda_0,double *__restrict__ __cuda_1)
# 68 "v001224.cu"
{__device_stub__Z7weigh27iPd( __cuda_0,__cuda_1);
# 77 "v001224.cu"
}
# 1 "v001224.cudafe1.stub.c"
static void __device_stub__Z13pack21_kernelIdlEvPKT0_5Cell6( const long *__par0,  struct Cell6&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, struct Cell6))pack21_kernel<double, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_pack21_kernel<double,long>( const long *&__cuda_0,struct ::Cell6 &__cuda_1){__device_stub__Z13pack21_kernelIdlEvPKT0_5Cell6( (const long *&)__cuda_0,(struct ::Cell6 &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const long *, struct Cell6))pack21_kernel<double, long> ), _Z13pack21_kernelIdlEvPKT0_5Cell6, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, double *__restrict__))weigh27), _Z7weigh27iPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
