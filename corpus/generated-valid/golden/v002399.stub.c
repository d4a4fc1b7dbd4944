#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002399.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern1714decay23_kernelEPxii(long long *__restrict__, int, int);
static void __device_stub__ZN6kern1714clamp28_kernelIjjEEvPKT0_(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern1714decay23_kernelEPxii(long long *__restrict__ __par0, int __par1, int __par2){ long long *__T3;
__cudaLaunchPrologue(3);__T3 = __par0;__cudaSetupArgSimple(__T3, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(long long *__restrict__, int, int))kern17::decay23_kernel)), 0U);}
# 53 "v002399.cu"
void kern17::decay23_kernel( long long *__restrict__ __cuda_0,int __cuda_1,int __cuda_2)
# 53 "v002399.cu"
{__device_stub__ZN6kern1714decay23_kernelEPxii( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002399.cudafe1.stub.c"
static void __device_stub__ZN6kern1714clamp28_kernelIjjEEvPKT0_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))kern17::clamp28_kernel<unsigned int, unsigned int> )), 0U); }namespace kern17{

template<> __specialization_static void __wrapper__device_stub_clamp28_kernel<unsigned,unsigned>( const unsigned *&__cuda_0){__device_stub__ZN6kern1714clamp28_kernelIjjEEvPKT0_( (const unsigned *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *))kern17::clamp28_kernel<unsigned int, unsigned int> ), _ZN6kern1714clamp28_kernelIjjEEvPKT0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long long *__restrict__, int, int))kern17::decay23_kernel), _ZN6kern1714decay23_kernelEPxii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_sweep12,::d_sweep12), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
