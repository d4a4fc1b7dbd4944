#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000372.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15scatter5_kernelPKijiPi(const int *, unsigned, int, int *__restrict__);
static void __device_stub__Z5mix14IlLi6EEvT_PS0_S0_Pi(long, long *, long, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15scatter5_kernelPKijiPi(const int *__par0, unsigned __par1, int __par2, int *__restrict__ __par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, unsigned, int, int *__restrict__))scatter5_kernel)), 0U);}
# 11 "v000372.cu"
void scatter5_kernel( const int *__cuda_0,unsigned __cuda_1,int __cuda_2,int *__restrict__ __cuda_3)
# 12 "v000372.cu"
{__device_stub__Z15scatter5_kernelPKijiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v000372.cu"
}
# 1 "v000372.cudafe1.stub.c"
static void __device_stub__Z5mix14IlLi6EEvT_PS0_S0_Pi( long __par0,  long *__par1,  long __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, long *, long, int *))mix14<long, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_mix14<long,6>( long &__cuda_0,long *&__cuda_1,long &__cuda_2,int *&__cuda_3){__device_stub__Z5mix14IlLi6EEvT_PS0_S0_Pi( (long &)__cuda_0,(long *&)__cuda_1,(long &)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long, long *, long, int *))mix14<long, (int)6> ), _Z5mix14IlLi6EEvT_PS0_S0_Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *, unsigned, int, int *__restrict__))scatter5_kernel), scatter5_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
