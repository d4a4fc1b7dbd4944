#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001011.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step10_kernelj(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile36iPKhli(int, const unsigned char *, long, int);
static void __device_stub__Z8reduce18IdEvT_PKj(double, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13step10_kernelj(unsigned __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned))step10_kernel)), 0U);}
# 20 "v001011.cu"
void step10_kernel( unsigned __cuda_0)
# 21 "v001011.cu"
{__device_stub__Z13step10_kernelj( __cuda_0);
# 31 "v001011.cu"
}
# 1 "v001011.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile36iPKhli( int __par0,  const unsigned char *__par1,  long __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned char *, long, int))tile36)), 0U); }
# 63 "v001011.cu"
void tile36( int __cuda_0,const unsigned char *__cuda_1,long __cuda_2,int __cuda_3)
# 64 "v001011.cu"
{__device_stub__Z6tile36iPKhli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 76 "v001011.cu"
}
# 1 "v001011.cudafe1.stub.c"
static void __device_stub__Z8reduce18IdEvT_PKj( double __par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double, const unsigned *))reduce18<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce18<double>( double &__cuda_0,const unsigned *&__cuda_1){__device_stub__Z8reduce18IdEvT_PKj( (double &)__cuda_0,(const unsigned *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, const unsigned *))reduce18<double> ), _Z8reduce18IdEvT_PKj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const unsigned char *, long, int))tile36), _Z6tile36iPKhli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned))step10_kernel), _Z13step10_kernelj, 256); __cudaRegisterVariable(__T3, __shadow_var(d_weigh35,::d_weigh35), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
