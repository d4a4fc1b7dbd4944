#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002355.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter17jPi(unsigned, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split30_kerneli6Mode22PKi(int, enum Mode22, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8filter17jPi(unsigned __par0, int *__restrict__ __par1){ int *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, int *__restrict__))filter17)), 0U);}
# 42 "v002355.cu"
void filter17( unsigned __cuda_0,int *__restrict__ __cuda_1)
# 42 "v002355.cu"
{__device_stub__Z8filter17jPi( __cuda_0,__cuda_1);
# 52 "v002355.cu"
}
# 1 "v002355.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split30_kerneli6Mode22PKi( int __par0,  enum Mode22 __par1,  const int *__restrict__ __par2) {  const int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(int, enum Mode22, const int *__restrict__))split30_kernel)), 0U); }
# 62 "v002355.cu"
void split30_kernel( int __cuda_0,enum ::Mode22 __cuda_1,const int *__restrict__ __cuda_2)
# 62 "v002355.cu"
{__device_stub__Z14split30_kerneli6Mode22PKi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002355.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int, enum Mode22, const int *__restrict__))split30_kernel), _Z14split30_kerneli6Mode22PKi, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(unsigned, int *__restrict__))filter17), _Z8filter17jPi, (-1)); __cudaRegisterManagedVariable(__T2, __shadow_var(m_scale16,::m_scale16), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
