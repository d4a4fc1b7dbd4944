#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000204.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14filter8_kernelPKiPjl(const int *, unsigned *, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack14_kerneli(int);
static void __device_stub__Z7smooth5IlEvPT_(long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14filter8_kernelPKiPjl(const int *__par0, unsigned *__par1, long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, unsigned *, long))filter8_kernel)), 0U);}
# 18 "v000204.cu"
void filter8_kernel( const int *__cuda_0,unsigned *__cuda_1,long __cuda_2)
# 18 "v000204.cu"
{__device_stub__Z14filter8_kernelPKiPjl( __cuda_0,__cuda_1,__cuda_2);
# 28 "v000204.cu"
}
# 1 "v000204.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13pack14_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pack14_kernel)), 0U); }
# 29 "v000204.cu"
void pack14_kernel( int __cuda_0)
# 29 "v000204.cu"
{__device_stub__Z13pack14_kerneli( __cuda_0);
# 45 "v000204.cu"
}
# 1 "v000204.cudafe1.stub.c"
static void __device_stub__Z7smooth5IlEvPT_( long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long *))smooth5<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_smooth5<long>( long *&__cuda_0){__device_stub__Z7smooth5IlEvPT_( (long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(long *))smooth5<long> ), _Z7smooth5IlEvPT_, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int))pack14_kernel), _Z13pack14_kerneli, 256); __cudaRegisterEntry(__T6, ((void ( *)(const int *, unsigned *, long))filter8_kernel), _Z14filter8_kernelPKiPjl, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_pivot4,::d_pivot4), 0, 16UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(d_fuse7,::d_fuse7), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
