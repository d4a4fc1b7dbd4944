#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000440.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot10_kernelxPjPiS0_(long long, unsigned *, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march29_kernelj(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_trace36Pdi(double *, int);
static void __device_stub__ZN43_GLOBAL__N__9255d21f_10_v000440_cu_40eb903f6pack20IjLi3EEEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot10_kernelxPjPiS0_(long long __par0, unsigned *__par1, int *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long long, unsigned *, int *, int *))pivot10_kernel)), 0U);}
# 21 "v000440.cu"
void pivot10_kernel( long long __cuda_0,unsigned *__cuda_1,int *__cuda_2,int *__cuda_3)
# 21 "v000440.cu"
{__device_stub__Z14pivot10_kernelxPjPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000440.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march29_kernelj( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))march29_kernel)), 0U); }
# 53 "v000440.cu"
void march29_kernel( unsigned __cuda_0)
# 53 "v000440.cu"
{__device_stub__Z14march29_kernelj( __cuda_0);
# 66 "v000440.cu"
}
# 1 "v000440.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_trace36Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_trace36)), 0U); }
# 73 "v000440.cu"
void map_trace36( double *__cuda_0,int __cuda_1)
# 73 "v000440.cu"
{__device_stub__Z11map_trace36Pdi( __cuda_0,__cuda_1); }
# 1 "v000440.cudafe1.stub.c"
static void __device_stub__ZN43_GLOBAL__N__9255d21f_10_v000440_cu_40eb903f6pack20IjLi3EEEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))_NV_ANON_NAMESPACE::pack20<unsigned int, (int)3> )), 0U); }namespace _NV_ANON_NAMESPACE{

template<> __specialization_static void __wrapper__device_stub_pack20<unsigned,3>( unsigned &__cuda_0){__device_stub__ZN43_GLOBAL__N__9255d21f_10_v000440_cu_40eb903f6pack20IjLi3EEEvT_( (unsigned &)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned))_NV_ANON_NAMESPACE::pack20<unsigned int, (int)3> ), _ZN43_GLOBAL__N__9255d21f_10_v000440_cu_40eb903f6pack20IjLi3EEEvT_, 128); __cudaRegisterEntry(__T0, ((void ( *)(double *, int))map_trace36), _Z11map_trace36Pdi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned))march29_kernel), _Z14march29_kernelj, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(long long, unsigned *, int *, int *))pivot10_kernel), _Z14pivot10_kernelxPjPiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
