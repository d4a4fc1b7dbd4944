#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001052.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace4_kerneliPmjPKm(int, size_t *, unsigned, const unsigned long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce16sPiS_f(short, int *, int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum32_kerneliPii(int, int *, int);
static void __device_stub__Z14trace22_kernelIjLi4EEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace4_kerneliPmjPKm(int __par0, size_t *__par1, unsigned __par2, const unsigned long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, size_t *, unsigned, const unsigned long *))trace4_kernel)), 0U);}
# 12 "v001052.cu"
void trace4_kernel( int __cuda_0,::size_t *__cuda_1,unsigned __cuda_2,const unsigned long *__cuda_3)
# 12 "v001052.cu"
{__device_stub__Z13trace4_kerneliPmjPKm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001052.cu"
}
# 1 "v001052.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce16sPiS_f( short __par0,  int *__par1,  int *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(short, int *, int *, float))reduce16)), 0U); }
# 34 "v001052.cu"
void reduce16( short __cuda_0,int *__cuda_1,int *__cuda_2,float __cuda_3)
# 34 "v001052.cu"
{__device_stub__Z8reduce16sPiS_f( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v001052.cu"
}
# 1 "v001052.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum32_kerneliPii( int __par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, int))accum32_kernel)), 0U); }
# 63 "v001052.cu"
void accum32_kernel( int __cuda_0,int *__cuda_1,int __cuda_2)
# 63 "v001052.cu"
{__device_stub__Z14accum32_kerneliPii( __cuda_0,__cuda_1,__cuda_2);
# 71 "v001052.cu"
}
# 1 "v001052.cudafe1.stub.c"
static void __device_stub__Z14trace22_kernelIjLi4EEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))trace22_kernel<unsigned int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace22_kernel<unsigned,4>( unsigned &__cuda_0){__device_stub__Z14trace22_kernelIjLi4EEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned))trace22_kernel<unsigned int, (int)4> ), _Z14trace22_kernelIjLi4EEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, int))accum32_kernel), accum32_kernel, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(short, int *, int *, float))reduce16), _Z8reduce16sPiS_f, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, size_t *, unsigned, const unsigned long *))trace4_kernel), _Z13trace4_kerneliPmjPKm, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_fuse15,::d_fuse15), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
