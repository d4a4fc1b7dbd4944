#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001699.fatbin.c"
static void __device_stub__Z15scatter6_kernelIdlEvT0_(long);
static void __device_stub__Z7blend18idjPf(int, double, unsigned, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold25_kernelPjPKj(unsigned *, const unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15scatter6_kernelIdlEvT0_(long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long))scatter6_kernel<double, long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_scatter6_kernel<double,long>( long &__cuda_0){__device_stub__Z15scatter6_kernelIdlEvT0_( (long &)__cuda_0);}
static void __device_stub__Z7blend18idjPf(int __par0, double __par1, unsigned __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, double, unsigned, float *))blend18)), 0U);}
# 42 "v001699.cu"
static void blend18( int __cuda_0,double __cuda_1,unsigned __cuda_2,float *__cuda_3)
# 43 "v001699.cu"
{__device_stub__Z7blend18idjPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v001699.cu"
}
# 1 "v001699.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold25_kernelPjPKj( unsigned *__par0,  const unsigned *__restrict__ __par1) {  const unsigned *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const unsigned *__restrict__))fold25_kernel)), 0U); }
# 55 "v001699.cu"
void fold25_kernel( unsigned *__cuda_0,const unsigned *__restrict__ __cuda_1)
# 56 "v001699.cu"
{__device_stub__Z13fold25_kernelPjPKj( __cuda_0,__cuda_1);




}
# 1 "v001699.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, const unsigned *__restrict__))fold25_kernel), _Z13fold25_kernelPjPKj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, double, unsigned, float *))blend18), _Z7blend18idjPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long))scatter6_kernel<double, long> ), _Z15scatter6_kernelIdlEvT0_, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_rank24,::m_rank24), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
