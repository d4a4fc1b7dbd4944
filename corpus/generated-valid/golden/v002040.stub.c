#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002040.fatbin.c"
static void __device_stub__Z14reduce8_kernelPyfb(unsigned long long *__restrict__, float, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep19_kernelii(int, idx7_t);
static void __device_stub__Z14tally13_kernelIjLi6EEvPT_j(unsigned *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14reduce8_kernelPyfb(unsigned long long *__restrict__ __par0, float __par1, bool __par2){ unsigned long long *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(unsigned long long *__restrict__, float, bool))reduce8_kernel)), 0U);}
# 13 "v002040.cu"
static void reduce8_kernel( unsigned long long *__restrict__ __cuda_0,float __cuda_1,bool __cuda_2)
# 14 "v002040.cu"
{__device_stub__Z14reduce8_kernelPyfb( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002040.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep19_kernelii( int __par0,  idx7_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, idx7_t))sweep19_kernel)), 0U); }
# 31 "v002040.cu"
void sweep19_kernel( int __cuda_0,::idx7_t __cuda_1)
# 32 "v002040.cu"
{__device_stub__Z14sweep19_kernelii( __cuda_0,__cuda_1);
# 45 "v002040.cu"
}
# 1 "v002040.cudafe1.stub.c"
static void __device_stub__Z14tally13_kernelIjLi6EEvPT_j( unsigned *__par0,  unsigned __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned))tally13_kernel<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally13_kernel<unsigned,6>( unsigned *&__cuda_0,unsigned &__cuda_1){__device_stub__Z14tally13_kernelIjLi6EEvPT_j( (unsigned *&)__cuda_0,(unsigned &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, unsigned))tally13_kernel<unsigned int, (int)6> ), _Z14tally13_kernelIjLi6EEvPT_j, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, idx7_t))sweep19_kernel), _Z14sweep19_kernelii, 64); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long long *__restrict__, float, bool))reduce8_kernel), _Z14reduce8_kernelPyfb, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_fold6,::d_fold6), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
