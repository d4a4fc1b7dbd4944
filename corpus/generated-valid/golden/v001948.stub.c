#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001948.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12tile3_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix7PiPKji(int *, const unsigned *, int);
static void __device_stub__Z14scale12_kernelIldEvPKT0_PT_(const double *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12tile3_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))tile3_kernel)), 0U);}
# 8 "v001948.cu"
void tile3_kernel( int *__cuda_0)
# 8 "v001948.cu"
{__device_stub__Z12tile3_kernelPi( __cuda_0);


}
# 1 "v001948.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z4mix7PiPKji( int *__par0,  const unsigned *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const unsigned *, int))mix7)), 0U); }
# 13 "v001948.cu"
void mix7( int *__cuda_0,const unsigned *__cuda_1,int __cuda_2)
# 13 "v001948.cu"
{__device_stub__Z4mix7PiPKji( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001948.cudafe1.stub.c"
static void __device_stub__Z14scale12_kernelIldEvPKT0_PT_( const double *__par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, long *))scale12_kernel<long, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale12_kernel<long,double>( const double *&__cuda_0,long *&__cuda_1){__device_stub__Z14scale12_kernelIldEvPKT0_PT_( (const double *&)__cuda_0,(long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, long *))scale12_kernel<long, double> ), _Z14scale12_kernelIldEvPKT0_PT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const unsigned *, int))mix7), _Z4mix7PiPKji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))tile3_kernel), _Z12tile3_kernelPi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_fold11,::d_fold11), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN6kern1711c_combine18E,::kern17::c_combine18), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
