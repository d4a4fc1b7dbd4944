#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000150.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fold5PfPKf(float *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_reduce18Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep19Pji(unsigned *, int);
static void __device_stub__Z13fuse25_kernelIdlEvPT0_Pi(long *, int *__restrict__);
static void __device_stub__Z15spread36_kernelIjEvPKT_i(const unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fold5PfPKf(float *__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, const float *))fold5)), 0U);}
# 15 "v000150.cu"
void fold5( float *__cuda_0,const float *__cuda_1)
# 15 "v000150.cu"
{__device_stub__Z5fold5PfPKf( __cuda_0,__cuda_1);
# 24 "v000150.cu"
}
# 1 "v000150.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_reduce18Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_reduce18)), 0U); }
# 34 "v000150.cu"
void map_reduce18( int *__cuda_0,int __cuda_1)
# 34 "v000150.cu"
{__device_stub__Z12map_reduce18Pii( __cuda_0,__cuda_1); }
# 1 "v000150.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_sweep19Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_sweep19)), 0U); }
# 35 "v000150.cu"
void map_sweep19( unsigned *__cuda_0,int __cuda_1)
# 35 "v000150.cu"
{__device_stub__Z11map_sweep19Pji( __cuda_0,__cuda_1); }
# 1 "v000150.cudafe1.stub.c"
static void __device_stub__Z13fuse25_kernelIdlEvPT0_Pi( long *__par0,  int *__restrict__ __par1) {  int *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(long *, int *__restrict__))fuse25_kernel<double, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse25_kernel<double,long>( long *&__cuda_0,int *__restrict__ &__cuda_1){__device_stub__Z13fuse25_kernelIdlEvPT0_Pi( (long *&)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z15spread36_kernelIjEvPKT_i( const unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int))spread36_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread36_kernel<unsigned>( const unsigned *&__cuda_0,int &__cuda_1){__device_stub__Z15spread36_kernelIjEvPKT_i( (const unsigned *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *, int))spread36_kernel<unsigned int> ), _Z15spread36_kernelIjEvPKT_i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long *, int *__restrict__))fuse25_kernel<double, long> ), _Z13fuse25_kernelIdlEvPT0_Pi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *, int))map_sweep19), _Z11map_sweep19Pji, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *, int))map_reduce18), _Z12map_reduce18Pii, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *, const float *))fold5), _Z5fold5PfPKf, (-1)); __cudaRegisterManagedVariable(__T7, __shadow_var(m_pivot16,::m_pivot16), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
